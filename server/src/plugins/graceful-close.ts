import type { FastifyInstance } from 'fastify';

/**
 * Shutting down (SIGTERM) must finish the requests in flight and then end. Node closes the
 * keep-alive connections that are idle when the server closes, and Fastify answers requests that
 * arrive after that with `Connection: close`; but a request already being handled keeps its
 * connection open for the keep-alive timeout (72 s) after its reply, and the process waits for
 * it. So once closing, every reply says `Connection: close`, and a connection that goes idle
 * anyway is closed at once.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    app.server.keepAliveTimeout = 1;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
