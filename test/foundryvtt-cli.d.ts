// The official Foundry CLI ships no types; these are the two functions the tests call.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    log?: boolean;
    clean?: boolean;
  }
  export function compilePack(source: string, destination: string, options?: PackOptions): Promise<void>;
  export function extractPack(source: string, destination: string, options?: PackOptions): Promise<void>;
}
