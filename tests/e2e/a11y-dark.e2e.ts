import {accessibilitySuite} from './a11y';

accessibilitySuite('dark');
