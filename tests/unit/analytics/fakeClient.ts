import type {
  HttpMethod,
  RequestClient,
  RequestOptions,
  Result,
  ServiceName,
} from '../../../kernel';
import { ErrorCodes, PickerError } from '../../../kernel';

export interface RecordedCall {
  method: HttpMethod;
  service: ServiceName;
  path: string;
  options?: RequestOptions;
}

/** An in-memory client that records calls and answers each with `answer`. */
export function recordingClient(answer: () => Result<unknown> = () => [null, { result: 'ok' }]) {
  const calls: RecordedCall[] = [];
  const request = async <T>(
    method: HttpMethod,
    service: ServiceName,
    path: string,
    options?: RequestOptions,
  ): Promise<Result<T>> => {
    calls.push({ method, service, path, options });
    return answer() as Result<T>;
  };
  const client: RequestClient = {
    request,
    get: (s, p, o) => request('GET', s, p, o),
    post: (s, p, o) => request('POST', s, p, o),
    put: (s, p, o) => request('PUT', s, p, o),
    delete: (s, p, o) => request('DELETE', s, p, o),
  };
  return { client, calls };
}

export function failingAnswer(): Result<unknown> {
  return [new PickerError(ErrorCodes.REQUEST_FAILED, 'Network Error'), undefined];
}
