export { InstallButton } from './InstallButton';
export { StorageUsage } from './StorageUsage';
export { UpdatePrompt } from './UpdatePrompt';
