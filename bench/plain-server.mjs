// The yardstick of npm run bench (issue 17): a plain Node `http` server answering a fixed JSON.
// Every server figure is also printed as a share of what this does on the same machine in the
// same run, so the machine's speed cancels out. Prints its port on stdout once listening.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
