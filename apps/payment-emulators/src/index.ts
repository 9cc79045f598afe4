export * from './amazon-pay/emulator';
export { startUnzerEmulator, type UnzerEmulator, type UnzerEmulatorOptions } from './unzer/emulator';
