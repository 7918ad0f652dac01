"""Further well-known misconceptions with matched true counterparts (clause form, no final period).

Written for broader coverage across science, health, history, geography, law, economics,
technology and psychology. Screened like fp_claims_more.py: a pair was left out when its false
claim was within cosine 0.8 of a false claim already in the bank (a duplicate), when either
member was within cosine 0.5 of a neutral bank prompt (it would raise the claim matcher's
proximity gate for every claim), or when either member was within cosine 0.7 of a false-premise
prompt of exemplars-dev/dev2 or of its presupposed clause (so those sets keep measuring claims
the bank does not know): 106 of 308 written pairs remain. Four more were dropped because they
matched benchmark questions on their topic (pregnancy calorie needs, Miranda warnings, toxic
substances, "opposites attract"), raising the index questions with a false-premise signal from
0.3% to 0.5% (tools/semantic_dev.py --corpus 3000).

The bank holds these as bare pairs only ("matcher_only": no framed prompts, not used by the
classifiers), for the claim matcher: exemplars-dev false-premise AUROC (semantic) 0.664 -> 0.670,
dev2 0.641 -> 0.651; the other families unchanged.
"""

# (false claim, true counterpart on the same topic)
PAIRS = [
    (
        "the far side of the Moon is always dark",
        "the far side of the Moon gets as much sunlight as the near side",
    ),
    (
        "heat rises",
        "hot air rises because it is less dense, but heat itself spreads in every direction",
    ),
    (
        "cold is a substance that flows into warm objects",
        "cold is the absence of heat; heat flows from warmer objects to colder ones",
    ),
    (
        "astronauts on the International Space Station are beyond the reach of Earth's gravity",
        "gravity at the International Space Station's altitude is about 90 percent of that at the surface",
    ),
    (
        "a heavier car always stops in a shorter distance than a lighter one",
        "braking distance depends on speed, tyres and road grip far more than on a car's mass",
    ),
    (
        "light always travels at the same speed no matter what it passes through",
        "light slows down in glass and water; only its speed in a vacuum is constant",
    ),
    (
        "magnets lose all their power when cut in half",
        "cutting a magnet in half gives two smaller magnets, each with a north and south pole",
    ),
    (
        "a spinning top stays up because of magic-like anti-gravity",
        "a spinning top stays upright because of the angular momentum of its spin",
    ),
    (
        "the Moon is larger near the horizon because it is closer to Earth then",
        "the Moon only looks larger near the horizon; this is an optical illusion",
    ),
    (
        "stars in the sky are all the same distance from Earth",
        "stars lie at vastly different distances from Earth",
    ),
    (
        "gold is the densest metal",
        "osmium and iridium are denser than gold",
    ),
    (
        "helium balloons float because helium has no weight",
        "helium balloons float because helium is less dense than the surrounding air",
    ),
    (
        "Mount Kilimanjaro is in Kenya",
        "Mount Kilimanjaro is in Tanzania",
    ),
    (
        "Mount Everest is in India",
        "Mount Everest lies on the border of Nepal and China",
    ),
    (
        "the Dead Sea is the lowest point in the ocean",
        "the Dead Sea's shore is the lowest point on land; the ocean's deepest point is the Challenger Deep",
    ),
    (
        "volcanoes only exist in hot tropical countries",
        "volcanoes occur on every continent, including Antarctica",
    ),
    (
        "the Amazon rainforest is the main source of the world's oxygen supply",
        "most of the world's oxygen comes from ocean phytoplankton and the Amazon consumes most of what it produces",
    ),
    (
        "tsunamis are caused by strong winds",
        "most tsunamis are caused by undersea earthquakes",
    ),
    (
        "a tornado cannot cross a river or hit a city",
        "tornadoes can cross rivers and strike cities",
    ),
    (
        "hiding under a highway overpass is safe during a tornado",
        "highway overpasses can funnel tornado winds and are dangerous shelters",
    ),
    (
        "evolution always works toward a goal of more complex life",
        "evolution has no goal; it follows whatever variation survives and reproduces",
    ),
    (
        "survival of the fittest means the strongest animals survive",
        "fitness in evolution means reproductive success, not strength",
    ),
    (
        "opossums sleep hanging by their tails",
        "opossums do not sleep hanging by their tails",
    ),
    (
        "plants only photosynthesise and never respire",
        "plants respire all the time, day and night",
    ),
    (
        "your eyes stay the same size from birth",
        "your eyes grow after birth, especially in the first years",
    ),
    (
        "bees die after stinging anything",
        "honeybee workers die after stinging mammals, but most bees and wasps can sting repeatedly",
    ),
    (
        "sharks are attracted to urine in the water",
        "there is no evidence that urine attracts sharks",
    ),
    (
        "a frog dropped into slowly heated water will not jump out",
        "a frog will try to escape water as it gets uncomfortably warm",
    ),
    (
        "polar bears live in Antarctica",
        "polar bears live in the Arctic, not Antarctica",
    ),
    (
        "humans cannot smell fear",
        "chemical signals in sweat may carry some emotional information",
    ),
    (
        "sunflowers follow the Sun all their lives",
        "only young sunflowers track the Sun; mature flower heads mostly face east",
    ),
    (
        "a tree's age can only be told by cutting it down",
        "a tree's age can be estimated from a thin core sample without felling it",
    ),
    (
        "vitamin C cures the common cold",
        "vitamin C does not cure colds and only slightly shortens them at best",
    ),
    (
        "sitting too close to the television ruins your eyesight",
        "sitting close to a television may tire your eyes but does not damage them",
    ),
    (
        "you don't need sunscreen on cloudy days",
        "most ultraviolet light passes through clouds, so sunscreen still matters",
    ),
    (
        "people with dark skin cannot get sunburned",
        "people with dark skin can still get sunburned and skin cancer",
    ),
    (
        "the tongue has separate zones for sweet, sour, salty and bitter",
        "every region of the tongue with taste buds can detect all the basic tastes",
    ),
    (
        "eating fat is what makes you fat",
        "weight gain depends on overall calorie balance, not on dietary fat alone",
    ),
    (
        "eating after 8 pm makes you gain weight",
        "total daily calories matter more for weight than the time you eat",
    ),
    (
        "stretching before exercise prevents injuries",
        "static stretching before exercise has not been shown to prevent injuries reliably",
    ),
    (
        "spicy food causes stomach ulcers",
        "spicy food does not cause stomach ulcers",
    ),
    (
        "deoxygenated blood in your veins is blue",
        "blood is always red; veins only look blue through the skin",
    ),
    (
        "your blood type determines your personality",
        "there is no evidence that blood type determines personality",
    ),
    (
        "you can catch a disease by giving blood",
        "donating blood uses sterile single-use equipment and carries no infection risk",
    ),
    (
        "you should never wake someone who has had a concussion",
        "people with a concussion may sleep; doctors may advise checking on them",
    ),
    (
        "bone is dead tissue",
        "bone is living tissue that is constantly remodelled",
    ),
    (
        "the brain cannot make new neurons in adulthood",
        "some regions of the adult brain, such as the hippocampus, may form new neurons",
    ),
    (
        "left-handed people die much younger than right-handed people",
        "handedness has no large effect on life expectancy",
    ),
    (
        "people are either left-brained or right-brained",
        "people use both hemispheres of the brain together",
    ),
    (
        "students learn best when taught in their preferred learning style",
        "research has not found that matching teaching to learning styles improves learning",
    ),
    (
        "listening to Mozart makes babies smarter",
        "listening to Mozart has no lasting effect on children's intelligence",
    ),
    (
        "venting anger by hitting a pillow makes it go away",
        "venting anger tends to keep it going rather than reduce it",
    ),
    (
        "lie detector tests reliably tell when someone is lying",
        "polygraphs measure arousal and are not reliable lie detectors",
    ),
    (
        "memory works like a video recording of events",
        "memory is reconstructive and can change each time it is recalled",
    ),
    (
        "hypnosis can recover accurate memories of past events",
        "hypnosis can create false memories and does not make recall more accurate",
    ),
    (
        "subliminal messages in adverts can make people buy things",
        "subliminal messages have at most tiny, short-lived effects on choices",
    ),
    (
        "most people with mental illness are violent",
        "people with mental illness are more often victims of violence than perpetrators",
    ),
    (
        "autism is caused by cold, unaffectionate parenting",
        "autism is a developmental condition with strong genetic factors, not caused by parenting",
    ),
    (
        "dyslexia means seeing letters backwards",
        "dyslexia is a difficulty with processing the sounds of language in reading",
    ),
    (
        "introverts are always shy",
        "introversion is about where people get energy, not shyness",
    ),
    (
        "people can multitask without losing efficiency",
        "switching between tasks costs time and accuracy",
    ),
    (
        "asking someone if they are suicidal puts the idea in their head",
        "asking directly about suicide does not increase risk and can help",
    ),
    (
        "it takes exactly 21 days to form a habit",
        "forming a habit takes a widely varying amount of time, often around two months",
    ),
    (
        "an eyewitness who is confident is always accurate",
        "eyewitness confidence is a weak guide to accuracy",
    ),
    (
        "people who are good at drawing are right-brained",
        "artistic skill does not depend on one hemisphere dominating",
    ),
    (
        "Vincent van Gogh cut off his entire ear",
        "Van Gogh cut off part of his left ear",
    ),
    (
        "the Bible says there were three wise men",
        "the Bible does not say how many wise men there were",
    ),
    (
        "Mozart was poisoned by his rival Salieri",
        "there is no evidence that Salieri poisoned Mozart",
    ),
    (
        "Abraham Lincoln wrote the Gettysburg Address on the back of an envelope",
        "Lincoln wrote drafts of the Gettysburg Address on paper in Washington and Gettysburg",
    ),
    (
        "the Berlin Wall divided all of Germany in two",
        "the Berlin Wall surrounded West Berlin; the inner German border divided the country",
    ),
    (
        "multiplying two numbers always gives a bigger number",
        "multiplying by a number between 0 and 1 gives a smaller result",
    ),
    (
        "after ten heads in a row a fair coin is due to land on tails",
        "each toss of a fair coin is independent, so tails is still a 50 percent chance",
    ),
    (
        "lottery numbers that won last week are less likely to come up again",
        "every lottery draw is independent of previous draws",
    ),
    (
        "zero is neither even nor odd",
        "zero is an even number",
    ),
    (
        "in the Monty Hall problem switching doors makes no difference",
        "in the Monty Hall problem switching doors wins two times out of three",
    ),
    (
        "a 50 percent drop followed by a 50 percent rise brings a price back to where it started",
        "a 50 percent drop followed by a 50 percent rise leaves a price at 75 percent of its start",
    ),
    (
        "infinity is the largest number",
        "infinity is not a number, and there are different sizes of infinity",
    ),
    (
        "moving into a higher tax bracket lowers your total take-home pay",
        "only the income above a bracket threshold is taxed at the higher rate",
    ),
    (
        "international trade is a zero-sum game where one country must lose",
        "trade can benefit both countries through specialisation",
    ),
    (
        "there is a fixed amount of work in an economy, so newcomers take jobs away",
        "the amount of work in an economy is not fixed; workers also create demand",
    ),
    (
        "paying the minimum on a credit card avoids interest charges",
        "paying only the minimum leaves a balance that accrues interest",
    ),
    (
        "the stock market and the economy always move together",
        "stock prices can diverge from the wider economy for long periods",
    ),
    (
        "a company's share price tells you how big the company is",
        "a company's size is shown by market capitalisation, not the share price alone",
    ),
    (
        "a higher gigahertz number always means a faster processor",
        "processor speed also depends on cores, architecture and cache",
    ),
    (
        "the padlock icon means a website is trustworthy",
        "the padlock only means the connection is encrypted, not that the site is honest",
    ),
    (
        "mobile phones have been proven to cause brain cancer",
        "research has not shown that mobile phones cause brain cancer",
    ),
    (
        "the more bars of signal you have, the faster your internet is",
        "signal bars show signal strength, while speed depends on network load too",
    ),
    (
        "turning a computer off and on wears it out quickly",
        "normal shutdown and startup cycles do not meaningfully wear out modern computers",
    ),
    (
        "you should always let a laptop battery fully drain before charging",
        "modern laptop batteries do best kept between partial charge levels",
    ),
    (
        "artificial intelligence chatbots look up every answer in a database of facts",
        "language models generate text from learned patterns and can state falsehoods",
    ),
    (
        "free speech laws stop private employers from firing you for what you say",
        "constitutional free speech protections limit the government, not private employers",
    ),
    (
        "mailing a copy of your work to yourself proves copyright",
        "mailing a work to yourself has no special legal effect",
    ),
    (
        "using less than 30 seconds of a song is always fair use",
        "there is no fixed length that makes use of a song fair use",
    ),
    (
        "giving credit to the creator means you are not infringing copyright",
        "crediting a creator does not give you permission to use their work",
    ),
    (
        "ignorance of the law is a valid defence",
        "not knowing the law is generally not a defence",
    ),
    (
        "everyone arrested gets exactly one phone call by law",
        "rules on phone calls after arrest vary and there is no universal one-call rule",
    ),
    (
        "a US president can serve any number of terms",
        "the 22nd Amendment limits a US president to two elected terms",
    ),
    (
        "anything posted online is in the public domain",
        "online content is usually still protected by copyright",
    ),
    (
        "a handwritten will is never valid",
        "handwritten wills are valid in many jurisdictions",
    ),
    (
        "the word 'irregardless' has never appeared in any dictionary",
        "'irregardless' appears in major dictionaries, marked as nonstandard",
    ),
    (
        "Inuit languages have hundreds of completely different words for snow",
        "claims about hundreds of Inuit snow words are exaggerated; the languages build words from roots",
    ),
    (
        "Chinese characters each represent a picture of an object",
        "most Chinese characters combine a meaning part and a sound part",
    ),
    (
        "Latin is a language with no living use at all",
        "Latin is still used in the Vatican, science names and education",
    ),
    (
        "the Great Pyramid was built by aliens",
        "the Great Pyramid was built by ancient Egyptians",
    ),
    (
        "the colour of a car affects its insurance premium",
        "car colour does not affect insurance premiums",
    ),
    (
        "toilets flush in opposite directions in the two hemispheres because of the Coriolis effect",
        "the direction water drains in a toilet is set by its design, not the Coriolis effect",
    ),
]
