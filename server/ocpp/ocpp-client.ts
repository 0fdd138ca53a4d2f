import { RPCClient } from 'ocpp-rpc';
import { demoPileKey } from './pile-credentials';

type ClientOptions = ConstructorParameters<typeof RPCClient>[0];

/**
 * An OCPP 1.6J client (the charger's side), for the simulator and the tests. ocpp-rpc's typings
 * mark every option required although all but the endpoint and the identity have defaults.
 *
 * It authenticates as security profile 1 does: HTTP Basic with the pile code and `password`,
 * by default the demo key the seed gives every pile (demoPileKey); `password: null` sends none.
 */
export function createOcppClient(
  options: Partial<Omit<ClientOptions, 'password'>> & {
    endpoint: string;
    identity: string;
    password?: string | null;
  },
): RPCClient {
  const password = options.password === undefined ? demoPileKey(options.identity) : (options.password ?? undefined);
  return new RPCClient({ protocols: ['ocpp1.6'], strictMode: true, ...options, password } as ClientOptions);
}
