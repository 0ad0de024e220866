/** Shown at / until the site (examples/site) is built: where to find the reference and the examples. */
export const INDEX_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>SecureSplit</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 42rem; margin: 3rem auto; padding: 0 1rem; color: #1f2933; }
      h1 { font-size: 1.6rem; }
      code { background: #f1f5f9; padding: 0.1rem 0.3rem; border-radius: 4px; }
      li { margin: 0.4rem 0; }
    </style>
  </head>
  <body>
    <h1>SecureSplit</h1>
    <p>Divorce financial calculators with each state's official guideline, its sources and the date its rules took effect.</p>
    <ul>
      <li><a href="/docs">API reference</a> (OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>)</li>
      <li><a href="/api/v1/jurisdictions">Jurisdictions and their guideline models</a></li>
      <li><a href="/api/v1/quiz/financial-wellness">Financial wellness quiz questions</a></li>
      <li>Calling the API from a script: <code>examples/api-client</code> in the repository</li>
      <li>Health: <a href="/api/v1/health">/api/v1/health</a>, readiness: <a href="/api/v1/ready">/api/v1/ready</a></li>
    </ul>
    <p>The web toolkit appears here once <code>examples/site</code> is built: <code>npm start</code> builds it in the background, so reload this page in a minute.</p>
  </body>
</html>
`;
