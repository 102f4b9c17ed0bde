export { SignUpOtpStep } from './SignUpOtpStep';
export type { SignUpOtpStepProps } from './SignUpOtpStep';
