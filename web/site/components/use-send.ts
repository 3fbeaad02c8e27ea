import { useState } from 'react';

/**
 * A request an island sends (a form's submission): whether it is on its way, and `send`, which runs it and then the
 * handler for its outcome. No query cache: an island's data comes from the server with its HTML.
 */
export function useSend<Input, Output>(request: (input: Input) => Promise<Output>) {
  const [pending, setPending] = useState(false);
  const send = async (input: Input, on: { success(output: Output): void; error(error: unknown): void }) => {
    setPending(true);
    try {
      const output = await request(input);
      setPending(false);
      on.success(output);
    } catch (error) {
      setPending(false);
      on.error(error);
    }
  };
  return { pending, send };
}
