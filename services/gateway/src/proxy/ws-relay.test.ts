import { describe, expect, it } from 'vitest';
import { switchingProtocolsHead, upgradeRequestHeaders } from './ws-relay.js';

describe('upgradeRequestHeaders', () => {
  it('passes the browser’s handshake on with the gateway’s headers and nothing else of its own', () => {
    const headers = upgradeRequestHeaders(
      {
        connection: 'keep-alive, Upgrade',
        upgrade: 'WebSocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
        'sec-websocket-extensions': 'permessage-deflate; client_max_window_bits',
        cookie: 'cs_vid=abc.sig',
        origin: 'https://cardsmith.example',
        'x-visitor-id': 'forged',
      },
      { 'x-visitor-id': 'v1', 'x-visitor-signature': 'sig', 'x-request-id': 'req-12345678' },
    );
    expect(headers).toEqual({
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
      'sec-websocket-extensions': 'permessage-deflate; client_max_window_bits',
      'x-visitor-id': 'v1',
      'x-visitor-signature': 'sig',
      'x-request-id': 'req-12345678',
    });
  });
});

describe('switchingProtocolsHead', () => {
  it('is collab’s 101 with the gateway’s headers for the request before collab’s own', () => {
    const head = switchingProtocolsHead(
      {
        statusMessage: 'Switching Protocols',
        rawHeaders: [
          'Upgrade',
          'websocket',
          'Sec-WebSocket-Accept',
          's3pPLMBiTxaQ9kYGzzhZRbK+xOo=',
        ],
      },
      {
        'x-request-id': 'req-12345678',
        'set-cookie': ['cs_vid=new.sig; Path=/', 'other=1'],
        'x-ratelimit-remaining': 599,
        'x-unset': undefined,
      },
    );
    expect(head).toBe(
      [
        'HTTP/1.1 101 Switching Protocols',
        'x-request-id: req-12345678',
        'set-cookie: cs_vid=new.sig; Path=/',
        'set-cookie: other=1',
        'x-ratelimit-remaining: 599',
        'Upgrade: websocket',
        'Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=',
        '',
        '',
      ].join('\r\n'),
    );
  });
});
