export { startUnzerEmulator, type UnzerEmulator, type UnzerEmulatorOptions } from './unzer/emulator';
