/** Smile ID's server-to-server API (Biometric KYC, job type 1), as its official SDK speaks it. */
export interface SmileIdConfig {
  /** https://api.smileidentity.com/v1 (production) or https://testapi.smileidentity.com/v1 (sandbox). */
  baseUrl: string;
  partnerId: string;
  apiKey: string;
  /** Where Smile ID posts a job's result (our /api/callbacks/smile-id); optional, job_status is polled too. */
  callbackUrl?: string;
  timeoutMs?: number;
}

export const SMILE_JOB_TYPE_BIOMETRIC_KYC = 1;
/** A selfie sent inside info.json as base64 (the SDK's SELFIE_IMAGE_BASE64). */
export const SMILE_IMAGE_SELFIE_BASE64 = 2;

interface SmilePartnerParams {
  job_type: number;
  job_id: string;
  user_id: string;
}

/** POST /upload ("prep upload"). */
export interface SmilePrepUploadRequest {
  source_sdk: string;
  source_sdk_version: string;
  signature: string;
  timestamp: string;
  smile_client_id: string;
  partner_params: SmilePartnerParams;
  model_parameters: Record<string, never>;
  callback_url: string;
  file_name: string;
}

export interface SmilePrepUploadResponse {
  upload_url: string;
  smile_job_id: string;
  ref_id?: string;
  code?: string;
}

/** info.json inside the uploaded zip. */
export interface SmileInfoJson {
  package_information: { apiVersion: { buildNumber: number; majorVersion: number; minorVersion: number }; language: string };
  misc_information: {
    signature: string;
    retry: string;
    partner_params: SmilePartnerParams;
    timestamp: string;
    file_name: string;
    smile_client_id: string;
    callback_url: string;
  };
  id_info: { country: string; id_type: string; id_number: string; entered: string };
  images: { image_type_id: number; image: string; file_name: string }[];
  server_information: unknown;
}

interface SmileActions {
  Verify_ID_Number?: string;
  Selfie_To_ID_Authority_Compare?: string;
  Liveness_Check?: string;
  [action: string]: string | undefined;
}

export interface SmileJobResult {
  ResultCode: string;
  ResultText: string;
  Actions?: SmileActions;
  SmileJobID?: string;
  PartnerParams?: Partial<SmilePartnerParams>;
  signature?: string;
  timestamp?: string;
}

/** POST /job_status's answer (signed). */
export interface SmileJobStatusResponse {
  timestamp: string;
  signature: string;
  job_complete: boolean;
  job_success: boolean;
  code?: string;
  result?: SmileJobResult | string;
}
