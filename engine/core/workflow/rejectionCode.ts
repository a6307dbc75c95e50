// A process's decline writes a rejection named after the process (ZAM-P{process}), so that the
// rejection opens the process's entity by code (zmluva/detail-portal). Other rejection codes name no
// process: their own detail shows them (asking the server for the process's entity would only
// answer 404). One rule for the server that writes and resolves the code and the client that opens it.
const PROCESS_REJECTION = /^ZAM-P(\d{1,9})$/;

/** The code of the rejection a process's decline writes. */
export const processRejectionCode = (processId: number): string => `ZAM-P${processId}`;

/** The process a rejection's code names, when it names one. */
export function rejectedProcessId(code: string): number | undefined {
  const match = PROCESS_REJECTION.exec(code);
  return match ? Number(match[1]) : undefined;
}
