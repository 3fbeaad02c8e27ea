import http from 'node:http';
import { recordingKey, type Recording } from './bare-server';

/*
 * The bare server: plain node:http in its own process (so it does not share an event loop with the load generator,
 * just as the real server does not), answering each recorded request with the recorded status, headers and body.
 * Messages from the parent add recordings; each is acknowledged.
 */
const recordings = new Map<string, Recording>();

const server = http.createServer((request, response) => {
  // Read the request whole before answering, as any real handler must (the contact form's POST body).
  request.resume();
  request.on('end', () => {
    const recording = recordings.get(recordingKey(request.method ?? 'GET', request.url ?? '/', request.headers['if-none-match']));
    if (!recording) {
      response.writeHead(404, { 'Content-Length': '0' }).end();
      return;
    }
    // The recorded Date header goes out as it is: the same bytes as the real answer.
    response.sendDate = false;
    response.writeHead(recording.status, recording.rawHeaders);
    response.end(recording.body);
  });
});

process.on('message', (message: { add: Recording[] }) => {
  for (const recording of message.add) recordings.set(recordingKey(recording.method, recording.path, recording.ifNoneMatch), recording);
  process.send!({ added: message.add.length });
});
process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
