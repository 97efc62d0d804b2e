// Without the restored view: a signed-in start waits for the machine ('initialising') like any restore.
export { preMachineView } from '../../../src/features/auth/pre-machine-view';

export const restoredView = (): null => null;
