import { useReducer } from 'react';
import { CheckList } from '../../components/check-list';
import { Icon, type IconPath } from '../../components/icon';
import { carouselReducer, SLIDE_COUNT } from './carousel-state';
import { SOLUTION_SLIDES } from './solution-slides';
import marketingStyles from '../../styles/marketing.module.css';
import solutionsStyles from './solutions.module.css';
import { chevronLeftIcon } from '../../components/icons/chevron-left';
import { chevronRightIcon } from '../../components/icons/chevron-right';

function CarouselArrow({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: IconPath;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={solutionsStyles.carouselArrow}
      aria-label={label}
      onClick={onClick}
    >
      <Icon icon={icon} />
    </button>
  );
}

export function SolutionsCarousel() {
  const [index, dispatch] = useReducer(
    (current: number, event: Parameters<typeof carouselReducer>[1]) =>
      carouselReducer(current, event, SLIDE_COUNT),
    0,
  );
  const currentTitle = SOLUTION_SLIDES[index]?.title ?? '';
  return (
    <section
      className={solutionsStyles.solutionsCarousel}
      aria-roledescription="carousel"
      aria-label="Our solutions"
      data-testid="solutions-carousel"
    >
      <div className={solutionsStyles.carouselViewport}>
        <div
          className={solutionsStyles.carouselTrack}
          data-testid="carousel-track"
          style={{ transform: `translateX(-${index * 100}%)` }}
          data-index={index}
        >
          {SOLUTION_SLIDES.map((slide, slideIndex) => {
            const active = slideIndex === index;
            return (
              <div
                key={slide.id}
                className={solutionsStyles.carouselSlide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${SLIDE_COUNT}: ${slide.title}`}
                aria-hidden={!active}
                inert={!active}
                data-testid={`slide-${slide.id}`}
              >
                <div className="row g-4 align-items-center">
                  <div className="col-md-4 text-center">
                    <span className={solutionsStyles.carouselSlideIcon}>
                      <Icon icon={slide.icon} size={56} />
                    </span>
                  </div>
                  <div className="col-md-8">
                    <p className={`${marketingStyles.eyebrow} mb-1`}>{slide.product}</p>
                    <h3 className="h3">{slide.title}</h3>
                    <p className="text-body-secondary">{slide.text}</p>
                    <CheckList items={slide.points} className="mb-0" />
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className={solutionsStyles.carouselControls}>
        <CarouselArrow
          label="Previous slide"
          icon={chevronLeftIcon}
          onClick={() => dispatch({ type: 'previous' })}
        />
        <div className={solutionsStyles.carouselDots}>
          {SOLUTION_SLIDES.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              className={solutionsStyles.carouselDot}
              aria-label={`Show slide ${slideIndex + 1}: ${slide.title}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'go-to', index: slideIndex })}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <CarouselArrow
          label="Next slide"
          icon={chevronRightIcon}
          onClick={() => dispatch({ type: 'next' })}
        />
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        Slide {index + 1} of {SLIDE_COUNT}: {currentTitle}
      </p>
    </section>
  );
}
