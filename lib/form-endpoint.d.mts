// Types of lib/form-endpoint.mjs.
export declare const WEB3FORMS_ENDPOINT: string;
export declare const LOCAL_LEAD_SINK: string;
export declare function formEndpoint(
  configured: string | undefined,
  accessKey: string | undefined,
): string;
