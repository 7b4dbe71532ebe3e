/**
 * The API reference page: plain HTML and one same-origin script (the gateway's CSP allows no
 * inline script and the page needs no CDN). The script reads /api/docs/openapi.json and lists
 * every operation by area with its parameters, body and answer schemas.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cardsmith API</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1.5rem; color: #1f2937; }
h2 { border-bottom: 1px solid #e5e7eb; padding-bottom: .25rem; text-transform: capitalize; }
details { border: 1px solid #e5e7eb; border-radius: 6px; margin: .5rem 0; padding: .25rem .75rem; }
summary { cursor: pointer; font-family: ui-monospace, monospace; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
.get { color: #047857; } .post { color: #1d4ed8; } .put, .patch { color: #b45309; } .delete { color: #b91c1c; }
pre { background: #f9fafb; overflow: auto; padding: .5rem; font-size: 13px; }
</style>
</head>
<body>
<h1>Cardsmith API</h1>
<p>Generated from the contracts. The document itself: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).</p>
<main id="operations"><p>Loading…</p></main>
<script src="/api/docs/viewer.js"></script>
</body>
</html>
`;

export const DOCS_SCRIPT = `(async function () {
  const main = document.getElementById('operations');
  const element = (tag, attributes, ...children) => {
    const node = document.createElement(tag);
    Object.assign(node, attributes);
    node.append(...children);
    return node;
  };
  const schemaBlock = (title, schema) =>
    element('div', {}, element('h4', { textContent: title }), element('pre', { textContent: JSON.stringify(schema, null, 2) }));
  let spec;
  try {
    const response = await fetch('/api/docs/openapi.json');
    if (!response.ok) throw new Error('HTTP ' + response.status);
    spec = await response.json();
  } catch (error) {
    main.replaceChildren(element('p', { textContent: 'The API description could not be loaded (' + error.message + ').' }));
    return;
  }
  const byTag = new Map();
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push({ path, method, operation });
    }
  }
  const sections = [...byTag.entries()].map(([tag, operations]) =>
    element('section', {}, element('h2', { textContent: tag }), ...operations.map(({ path, method, operation }) => {
      const parts = [];
      const security = operation.security.map((s) => Object.keys(s)[0] || 'none').join(' or ');
      parts.push(element('p', { textContent: operation.summary + ' (who: ' + security + ')' }));
      if (operation.parameters) parts.push(schemaBlock('Parameters', operation.parameters));
      if (operation.requestBody) {
        const [type, body] = Object.entries(operation.requestBody.content)[0];
        parts.push(schemaBlock('Body (' + type + ')', body.schema));
      }
      for (const [status, answer] of Object.entries(operation.responses)) {
        const [type, body] = Object.entries(answer.content || {})[0] || [];
        const schema = body && body.schema;
        const resolved = schema && schema.$ref ? spec.components.schemas[schema.$ref.split('/').pop()] : schema;
        parts.push(schemaBlock(status + (type ? ' (' + type + ')' : '') + ': ' + answer.description, resolved));
      }
      return element('details', {},
        element('summary', {}, element('span', { className: 'method ' + method, textContent: method.toUpperCase() }), path),
        ...parts);
    })));
  main.replaceChildren(...sections);
})();
`;
