// `npm run dev`: the server (restarted on change) and Vite with hot reload, proxied to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:8080' },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
console.log('Dev: UI with hot reload at http://localhost:5173/portal/ui/ and /core/ui/, server at http://localhost:8080');
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
