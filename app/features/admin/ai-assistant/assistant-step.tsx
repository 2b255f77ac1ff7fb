import { SkipAssistant } from "../shell/skip-assistant";
import { AiAssistant, type AiAssistantProps } from "./lazy-ai-assistant";

/** The first step of a new item in both editors: the AI assistant, and a way to skip it. */
export function AssistantStep(props: Pick<AiAssistantProps, "variant" | "contentType" | "onAccept" | "onSkip">) {
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <AiAssistant {...props} />
      <SkipAssistant onSkip={props.onSkip} />
    </div>
  );
}
