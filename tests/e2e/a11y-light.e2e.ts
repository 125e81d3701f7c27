import {accessibilitySuite} from './a11y';

accessibilitySuite('light');
