import {routeSuite} from './routes';

routeSuite(0);
