import {routeSuite} from './routes';

routeSuite(1);
