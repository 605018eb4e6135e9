import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { Loading } from "@/components/feedback/loading";
import { SplashScreen } from "@/components/feedback/splash-screen";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DemoSection } from "./demo-section";

export function FeedbackDemos() {
  const t = useTranslations("ui.gallery");
  return (
    <DemoSection title={t("sections.feedback")}>
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="justify-center">
          <Loading />
        </Card>
        <Card className="py-0">
          <EmptyState
            description={t("empty.description")}
            action={
              <Button size="sm">
                <Plus aria-hidden />
                {t("empty.action")}
              </Button>
            }
          />
        </Card>
        <Card className="relative min-h-64 overflow-hidden py-0">
          <SplashScreen fullScreen={false} />
        </Card>
      </div>
    </DemoSection>
  );
}
