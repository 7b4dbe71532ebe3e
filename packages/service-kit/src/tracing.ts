import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import { BullMQOtel } from 'bullmq-otel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces across the platform: a span per HTTP request in the gateway and every
 * service (parent taken from the W3C `traceparent` header), the context carried on internal calls
 * and proxied requests, and into queue jobs through BullMQ's telemetry (the producer's context
 * travels with the job; the worker's run is its child). Off unless OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (the standard OTLP variables then apply): with tracing off nothing is installed, so the
 * request path pays nothing.
 */
export interface Tracing {
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

const TRACER = 'cardsmith';
let enabled = false;

export function tracingEnabled(): boolean {
  return enabled;
}

/**
 * Turns tracing on for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set, or with the given
 * exporter (tests pass an in-memory one). The SDK and the OTLP exporter load only then.
 */
export async function startTracing(
  service: string,
  options: { env?: NodeJS.ProcessEnv; exporter?: SpanExporter } = {},
): Promise<Tracing | undefined> {
  const env = options.env ?? process.env;
  if (enabled || (!options.exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT)) return undefined;
  const [{ W3CTraceContextPropagator }, { resourceFromAttributes }, sdk] = await Promise.all([
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  const { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor } = sdk;
  const exporter =
    options.exporter ??
    new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    // Tests hand an in-memory exporter and read spans at once; OTLP export goes in batches.
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
    ],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  enabled = true;
  return {
    shutdown: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
      enabled = false;
    },
  };
}

/** `traceparent` (and `tracestate`) of the active span, for a call to another service. */
export function traceHeaders(): Record<string, string> {
  if (!enabled) return {};
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/** BullMQ's telemetry for a Queue or Worker while tracing is on. */
export function queueTelemetry(): { telemetry?: BullMQOtel } {
  return enabled ? { telemetry: new BullMQOtel({ tracerName: TRACER }) } : {};
}

const requestSpans = new WeakMap<FastifyRequest, Span>();

/**
 * A server span per request, child of the caller's `traceparent`, active while the request is
 * handled. The request's own headers then carry this span's context, so a proxy that forwards
 * them (the gateway) passes it on to the service it calls.
 */
export function installTracing(app: FastifyInstance, service: string): void {
  if (!enabled) return;
  const tracer = trace.getTracer(TRACER);
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'cardsmith.service': service,
          'http.request.method': request.method,
          'http.route': request.routeOptions.url ?? 'unmatched',
          // The path without its query, which may carry an edit token.
          'url.path': request.url.split('?')[0],
          'cardsmith.request_id': request.id,
        },
      },
      parent,
    );
    requestSpans.set(request, span);
    const active = trace.setSpan(parent, span);
    propagation.inject(active, request.headers);
    context.with(active, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = requestSpans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
