import { RPCClient } from 'ocpp-rpc';

type ClientOptions = ConstructorParameters<typeof RPCClient>[0];

/**
 * An OCPP 1.6J client (the charger's side), for the simulator and the tests. ocpp-rpc's typings
 * mark every option required although all but the endpoint and the identity have defaults.
 */
export function createOcppClient(options: Partial<ClientOptions> & { endpoint: string; identity: string }): RPCClient {
  return new RPCClient({ protocols: ['ocpp1.6'], strictMode: true, ...options } as ClientOptions);
}
