/**
 * Every service module the suite mounts, in order. The drive module is written against the
 * shared ServiceModule contract and receives the suite context typed as ServiceContext.
 */
import type { SuiteModule } from './context';
import { accountService } from './services/account';
import { configService } from './services/config';
import { directoryService } from './services/directory';
import { driveService } from './services/drive';
import { eventsService } from './services/events';
import { plusService } from './services/plus';
import { teamService } from './services/team';

export const SUITE_MODULES: readonly SuiteModule[] = [
  accountService,
  teamService,
  plusService,
  directoryService,
  driveService,
  configService,
  eventsService,
];
