/** A setup file of every unit file: the run's compile of every API (lib/compiled-cache.ts), taken once per worker. */
import {reuseRunCompile} from './lib/compiled-cache';

reuseRunCompile();
