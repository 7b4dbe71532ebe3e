/**
 * The least a Node proxy does, as a reference for the gateway's JSON row (issue 37): Node's HTTP
 * server, one undici keep-alive pool to the service, the answer read whole and sent in one write.
 * No cookie, limit, header, log line or metric: what is left of the gateway's cost beyond this
 * is its features; what this costs beyond nginx is Node's HTTP server and client.
 *   node --import tsx bench/gateway/bare-proxy.ts <port> <service origin>
 * Prints "listening" once it accepts connections.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Pool, type Dispatcher } from 'undici';

const [port, origin] = process.argv.slice(2);
const upstream = new Pool(origin!, { connections: 64, pipelining: 1 });
const serviceHost = new URL(origin!).host;

const server = createServer((request, response) => {
  const headers: IncomingHttpHeaders = { ...request.headers, host: serviceHost };
  delete headers.connection;
  upstream.request(
    { method: request.method as Dispatcher.HttpMethod, path: request.url!, headers },
    (error, data) => {
      if (error) {
        response.writeHead(502).end();
        return;
      }
      const chunks: Buffer[] = [];
      data.body.on('data', (chunk: Buffer) => chunks.push(chunk));
      data.body.once('error', () => response.destroy());
      data.body.once('end', () => {
        const answer = data.headers as IncomingHttpHeaders;
        delete answer['transfer-encoding'];
        delete answer.connection;
        delete answer['keep-alive'];
        const body = Buffer.concat(chunks);
        answer['content-length'] = String(body.length);
        response.writeHead(data.statusCode, answer);
        response.end(body);
      });
    },
  );
});
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
// tsx's esbuild service would keep the process alive after the server closes.
process.once('SIGTERM', () => process.exit(0));
