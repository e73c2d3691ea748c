// The dashboard's one HTML document: a shell that loads the page script and stylesheet from the same origin (the
// Content-Security-Policy allows nothing inline). Everything shown is built by the script with textContent.
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>memory dashboard</title>
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<noscript>The memory dashboard needs JavaScript (its own script only; nothing loads from the network).</noscript>
</body>
</html>
`;
