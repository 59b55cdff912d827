// CloudFront Function (viewer request, runtime cloudfront-js-2.0) for the exported site on S3:
// clean URLs as on the other hosts. See docs/DEPLOY.md, "S3 + CloudFront".
//   /               -> /index.html
//   /blog/{id}      -> /blog/{id}.html   (a last path segment without a dot is a page)
//   /about/         -> 301 to /about     (the query string is dropped); only paths of URL-safe
//                      segments, so /%5Cevil.example/ never becomes a redirect to another host
//   anything else (assets, feed.xml, og/*.png...) is passed through unchanged.
var safeWithSlash = /^(\/[A-Za-z0-9._~-]+)+\/+$/;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls handler()
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') {
    request.uri = '/index.html';
  } else if (safeWithSlash.test(uri)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.replace(/\/+$/, '') } },
    };
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    request.uri = uri + '.html';
  }
  return request;
}
