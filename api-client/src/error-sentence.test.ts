import { ApiError } from './client';
import { ERROR_SENTENCES, errorSentence } from './error-sentence';

const answered = (status: number, body = '', statusText = 'Status') => new ApiError(status, body, statusText);

describe('errorSentence', () => {
  it('says the server is not reachable for a failed connection and for a gateway answer', () => {
    expect(errorSentence(new TypeError('Failed to fetch'))).toBe('The server is not reachable right now. Try again.');
    for (const status of [502, 503, 504]) {
      expect(errorSentence(answered(status, '{"statusCode":503,"error":"Service Unavailable","message":"Service Unavailable"}'))).toBe(ERROR_SENTENCES.unreachable);
    }
  });

  it("says the server failed for a 500, whatever the body holds", () => {
    expect(errorSentence(answered(500, '{"statusCode":500,"message":"An internal server error occurred"}'))).toBe('Something went wrong on the server. Try again.');
  });

  it('names an expired session, a refused access and a missing thing', () => {
    expect(errorSentence(answered(401, '{"message":"Missing authentication"}'))).toBe('Your session has expired. Please sign in again.');
    expect(errorSentence(answered(403, '{"message":"Insufficient scope"}'))).toBe('You do not have access to this.');
    expect(errorSentence(answered(404, '{"message":"Not Found"}'))).toBe('This was not found.');
  });

  it("reads another refusal as the server's own message, else as a plain sentence", () => {
    expect(errorSentence(answered(409, '{"statusCode":409,"message":"Username already exists"}'))).toBe('Username already exists');
    expect(errorSentence(answered(400, '<html>Bad Request</html>'))).toBe('The request could not be completed.');
    expect(errorSentence(answered(422, '', 'Unprocessable Entity'))).toBe(ERROR_SENTENCES.refused);
  });

  it('understands any error that keeps the "{status}: {body}" rule', () => {
    expect(errorSentence(new Error('503: {"message":"Service Unavailable"}'))).toBe(ERROR_SENTENCES.unreachable);
    expect(errorSentence(new Error('409: {"message":"Event name already exists"}'))).toBe('Event name already exists');
  });
});
