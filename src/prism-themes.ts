/**
 * Code highlighting themes with WCAG AA contrast (4.5:1) for every token on their own
 * background; the stock github/dracula themes fail axe for comments and several tokens.
 * Colours follow GitHub's Primer light and dark palettes.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {types: ['keyword', 'operator', 'selector', 'important', 'atrule', 'function'], style: {color: '#a40e26'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'builtin', 'class-name'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter'], style: {color: '#953800'}},
    {types: ['tag', 'deleted'], style: {color: '#116329'}},
    {types: ['inserted'], style: {color: '#116329'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9198a1', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#c9d1d9'}},
    {types: ['keyword', 'operator', 'selector', 'important', 'atrule'], style: {color: '#ff7b72'}},
    {types: ['function'], style: {color: '#d2a8ff'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#a5d6ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'builtin', 'class-name'], style: {color: '#79c0ff'}},
    {types: ['variable', 'parameter'], style: {color: '#ffa657'}},
    {types: ['tag', 'inserted'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};
