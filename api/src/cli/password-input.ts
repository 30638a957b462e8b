import { createInterface } from 'node:readline';
import { AppError } from '../errors';

/** Where the users CLI reads a password: never its arguments, which `ps` and shell history show. */
export type PasswordSource = 'stdin' | 'prompt';

/** The first line of `input` (a pipe: `--password-stdin`), without its line ending. */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/** Asks on the terminal without echoing what is typed; refused when standard input is no terminal. */
function promptPassword(input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  if (!input.isTTY)
    return Promise.reject(
      new AppError(400, 'No terminal to ask for the password on: pipe it in with --password-stdin (one line)'),
    );
  output.write('Password: ');
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (settle: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      settle();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish(() => resolve(typed));
        if (character === '\u0003') return finish(() => reject(new AppError(400, 'Cancelled')));
        typed = character === '\u007f' || character === '\b' ? typed.slice(0, -1) : typed + character;
      }
    };
    input.on('data', onData);
  });
}

/** The process's password input: the first line of standard input, or a prompt on its terminal. */
export const processPassword = (source: PasswordSource): Promise<string> =>
  source === 'stdin' ? readFirstLine(process.stdin) : promptPassword(process.stdin, process.stderr);
