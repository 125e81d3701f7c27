import {accessibilitySuite} from './a11y';

accessibilitySuite(0);
