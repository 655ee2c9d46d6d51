import { ClockIcon, ShieldIcon, SparkIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Feature } from '@/content/home-page';

const ICONS = { clock: ClockIcon, shield: ShieldIcon, spark: SparkIcon } as const;

/** 'Profesjonell solskjerming' with Lang erfaring, Trygghet for kunden, Smarte løsninger. */
export function FeaturesSection({ features }: { features: Feature[] }) {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="features-heading" align="center" eyebrow="Hvorfor velge oss" title="Profesjonell solskjerming" />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {features.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li key={feature.title} className="rounded-xl border border-sand-200 bg-sand-50 p-6">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                  <Icon width={24} height={24} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-950">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
