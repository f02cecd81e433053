import type { IdentityCheck, IdentityJobRef, IdentityOutcome, IdentityVerifier } from '../../identity-verifier';
import { ProviderUnavailableError } from '../../../provider-error';
import { SmileIdApi } from './smile-id-api';
import { outcomeOfJobStatus, outcomeOfResult } from './transform';
import {
  SMILE_IMAGE_SELFIE_BASE64,
  SMILE_JOB_TYPE_BIOMETRIC_KYC,
  type SmileIdConfig,
  type SmileInfoJson,
  type SmileJobResult,
  type SmileJobStatusResponse,
  type SmilePrepUploadRequest,
  type SmilePrepUploadResponse,
} from './types';
import { zipStored } from './zip';

const SOURCE_SDK = 'rest_api';
const SOURCE_SDK_VERSION = '1.0.0';

/**
 * Smile ID's Biometric KYC (job type 1) for a Ghana Card: prep_upload (signed) answers a presigned
 * URL, the zip (info.json with id_info GHANA_CARD / GH and the selfie in base64) is PUT there, and
 * the result comes by callback or from job_status (signed both ways).
 */
export class SmileIdProvider implements IdentityVerifier {
  private readonly api: SmileIdApi;

  constructor(
    private readonly config: SmileIdConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.api = new SmileIdApi(config, fetchImpl);
  }

  async submit(check: IdentityCheck): Promise<{ providerJobId: string }> {
    const partnerParams = { job_type: SMILE_JOB_TYPE_BIOMETRIC_KYC, job_id: check.jobId, user_id: check.userId };
    const signed = this.api.signed();
    const prep: SmilePrepUploadRequest = {
      source_sdk: SOURCE_SDK,
      source_sdk_version: SOURCE_SDK_VERSION,
      ...signed,
      smile_client_id: this.config.partnerId,
      partner_params: partnerParams,
      model_parameters: {},
      callback_url: this.config.callbackUrl ?? '',
      file_name: 'selfie.zip',
    };
    const answer = await this.api.post('/upload', prep);
    const body = answer.body as Partial<SmilePrepUploadResponse> | undefined;
    if (answer.httpStatus !== 200 || typeof body?.upload_url !== 'string') {
      throw new ProviderUnavailableError(
        'smile-id',
        `prep_upload answered HTTP ${answer.httpStatus} ${String((body as { code?: string })?.code ?? '')}`,
        {
          httpStatus: answer.httpStatus,
        },
      );
    }
    const info: SmileInfoJson = {
      package_information: { apiVersion: { buildNumber: 0, majorVersion: 2, minorVersion: 0 }, language: 'typescript' },
      misc_information: {
        ...signed,
        retry: 'false',
        partner_params: partnerParams,
        file_name: 'selfie.zip',
        smile_client_id: this.config.partnerId,
        callback_url: this.config.callbackUrl ?? '',
      },
      id_info: { country: 'GH', id_type: 'GHANA_CARD', id_number: check.idNumber, entered: 'true' },
      images: [{ image_type_id: SMILE_IMAGE_SELFIE_BASE64, image: check.selfieJpeg.toString('base64'), file_name: '' }],
      server_information: body,
    };
    await this.api.upload(body.upload_url, zipStored([{ name: 'info.json', data: Buffer.from(JSON.stringify(info)) }]));
    return { providerJobId: String(body.smile_job_id ?? '') };
  }

  async result(ref: IdentityJobRef): Promise<IdentityOutcome> {
    const answer = await this.api.post('/job_status', {
      partner_id: this.config.partnerId,
      user_id: ref.userId,
      job_id: ref.jobId,
      history: false,
      image_links: false,
      ...this.api.signed(),
    });
    if (answer.httpStatus !== 200) {
      throw new ProviderUnavailableError('smile-id', `job_status answered HTTP ${answer.httpStatus}`, { httpStatus: answer.httpStatus });
    }
    // An unsigned (or wrongly signed) answer is not Smile ID's: it decides nothing.
    if (!this.api.isSigned(answer.body)) throw new ProviderUnavailableError('smile-id', 'job_status answer not signed by Smile ID');
    return outcomeOfJobStatus(answer.body as SmileJobStatusResponse);
  }

  readCallback(body: unknown): { ref: IdentityJobRef; outcome: IdentityOutcome } | null {
    if (!this.api.isSigned(body)) return null;
    const result = body as SmileJobResult;
    const params = result.PartnerParams;
    if (!params?.job_id || !params.user_id || typeof result.ResultCode !== 'string') return null;
    return { ref: { userId: String(params.user_id), jobId: String(params.job_id) }, outcome: outcomeOfResult(result) };
  }
}
