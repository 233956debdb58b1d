import { namingWhat, notNeeded, planItem, planItems, whenToCall, WHEN_TO_CALL_ITEM } from '../plan-items';

describe('plan items from what the clinician said', () => {
  it('keeps the clauses that say what will be done, as imperatives', () => {
    expect(planItem('so, i wanna go ahead and order an echocardiogram and a lipid panel, okay?')).toBe(
      'Order an echocardiogram and a lipid panel.',
    );
    expect(planItem('i want you to continue pilates and let me know if you have any issues.')).toBe('Continue pilates.');
    expect(planItem('order an mri of the lumbar spine.')).toBe('Order an mri of the lumbar spine.');
  });

  it('leaves the patient out as the object of what is done', () => {
    expect(planItem("i'm going to check some labs on you.")).toBe('Check some labs.');
    expect(planItem('and i want to continue you on the aspirin for now.')).toBe('Continue the aspirin for now.');
    expect(planItem('i want you to ice your knee once an hour.')).toBe('Ice the knee once an hour.');
    expect(planItem("and then i'm going to prescribe you some meloxicam 15 mg once a day.")).toBe(
      'Prescribe some meloxicam 15 mg once a day.',
    );
    expect(planItems("so i'm going to start you on lasix 40 mg once a day, and we'll refer you to cardiology.")).toEqual([
      'Start lasix 40 mg once a day.',
      'Refer to cardiology.',
    ]);
  });

  it('reads what the clinician recommends or has ordered as an item', () => {
    expect(planItem('i recommended an ultrasound to rule out metastatic disease.')).toBe(
      'Recommend an ultrasound to rule out metastatic disease.',
    );
    expect(planItem("so i've ordered an alkaline phosphatase.")).toBe('Order an alkaline phosphatase.');
  });

  it('reads what is got for the patient, words broken off, what may be done, and ends an item where the speaker goes on to something else', () => {
    expect(planItems("i'm going to send the order down and we'll get you your mri this afternoon")).toEqual([
      'Send the order down.',
      'Get the mri this afternoon.',
    ]);
    expect(
      planItems('i want you to try to avoid any strenuous activity and we can go ahead and- and refer you to physical therapy-'),
    ).toContain('Refer to physical therapy.');
    expect(planItems('we might do some physical therapy for that')).toEqual(['Do some physical therapy.']);
    expect(planItems('you may feel some pain')).toEqual([]);
    expect(planItems('in the meantime, a low-carb diet, avoid alcohol and fatty foods, and low cholesterol foods.')).toEqual([
      'Avoid alcohol and fatty foods.',
    ]);
    expect(planItems("so first order will be a renal artery ultrasound and what i'm looking for there is narrowing")).toEqual([
      'Order a renal artery ultrasound.',
    ]);
    expect(planItems("that's for sure, for 7 days you're not going to be playing basketball")).toEqual(['Avoid playing basketball.']);
    expect(planItems('we will also need to complete a pre-op check within 2 weeks of your surgery.')).toEqual([
      'Complete a pre-op check within 2 weeks of the surgery.',
    ]);
    expect(planItems('on your allopurinol and just continue to watch those foods that will exacerbate your uric acid levels')).toEqual([
      'Continue to watch those foods.',
    ]);
    expect(
      planItems('again for your diabetes just continue to watch those blood sugars daily and if you start to see any increase call me'),
    ).toEqual(['Continue to watch those blood sugars daily.', 'Call if they start to see any increase.']);
    expect(planItems('for your knee pain, it will get better')).toEqual([]);
    expect(planItems('please go ahead and keep up your exercise routine')).toEqual(['Keep up the exercise routine.']);
    expect(planItems('so let me talk a little bit also about you trying to lower your salt intake to 2300 mg a day')).toEqual([
      'Try to lower the salt intake to 2300 mg a day.',
    ]);
    expect(planItems("and i'll actually help you set up those appointments with your family doctor")).toEqual([
      'Set up those appointments with the family doctor.',
    ]);
    expect(planItems("if it doesn't get better we may have to increase the dose or send you to the hospital")).toEqual([
      'Increase the dose or send to the hospital.',
    ]);
    expect(planItems('understood and for your last issue your coronary artery disease continue with your statin')).toEqual([
      'Continue with the statin.',
    ]);
    expect(
      planItems(
        'what i would recommend what we try is a cortisone injection, and i would avoid the dexamethasone, because you had a reaction.',
      ),
    ).toEqual(['Recommend a cortisone injection.', 'Avoid the dexamethasone.']);
    expect(planItems('for your back pain just continue the physical therapy')).toEqual(['Continue the physical therapy.']);
    expect(planItems("you're not going to be needing surgery for this")).toEqual([]);
    expect(planItems("you're not going to be feeling much pain after the injection")).toEqual([]);
    expect(planItems('we will give you the hepatitis a, b vaccines today')).toEqual(['Give the hepatitis a, b vaccines today.']);
    // A recommendation whose opening the transcript's reader left in the sentence before.
    expect(planItems("for your sprain is to keep your leg elevated when you're seated and let's continue to ice")).toEqual([
      'Keep the leg elevated.',
      'Continue to ice.',
    ]);
    expect(planItems("so what i'd like to do is increase your dose of lasix from 20 mg to 60 mg")).toEqual([
      'Increase the dose of lasix from 20 mg to 60 mg.',
    ]);
    expect(planItems('i want to just go ahead and order a hemoglobin a1c and continue you on the metformin 1000 mg twice a day')).toEqual([
      'Order a hemoglobin a1c.',
      'Continue the metformin 1000 mg twice a day.',
    ]);
    expect(planItems('i want you to continue on the omeprazole, 40 mg, once a day and continue with those dietary modifications.')).toEqual(
      ['Continue on the omeprazole, 40 mg, once a day.', 'Continue with those dietary modifications.'],
    );
    // The item ends where the speaker goes on to what will follow.
    expect(planItems('i want you to use some ice for the pain and it should get better in the next week')).toEqual([
      expect.stringMatching(/ice for the pain\.$/i),
    ]);
  });

  it('reads what the clinician thinks is not needed as no need, never as a thing to do, whatever follows', () => {
    expect(planItems("so i do n't think we need to adjust any of those medications .")).toEqual([
      'No need to adjust any of those medications.',
    ]);
    expect(planItems("i don't think you need to follow up with the surgeon anymore, but we'll order an x-ray.")).toEqual([
      'Order an x-ray.',
      'No need to follow up with the surgeon anymore.',
    ]);
    expect(planItems('there is no need for another mri.')).toEqual(['No need for another mri.']);
  });

  it('reads a recommendation, a reminder and a tentative plan as items', () => {
    expect(
      planItems("my recommendation for your sprain is to keep your leg elevated when you're seated and let's continue to ice"),
    ).toEqual(['Keep the leg elevated.', 'Continue to ice.']);
    expect(planItems("okay be sure to change the patch location each day and that's going to help reduce the irritation")).toEqual([
      'Change the patch location each day.',
    ]);
    expect(planItems("we'll tentatively plan for a left c7-t1 epidural afterwards")).toEqual([
      'Plan for a left c7-t1 epidural afterwards.',
    ]);
    expect(planItems('i really want you to keep an eye on your stress level')).toEqual(['Keep an eye on the stress level.']);
  });

  it('splits run-on speech at each next thing to do said without a subject', () => {
    expect(
      planItems(
        'so i want you to continue on your bumex two milligrams once daily continue to watch your diet and avoid salty foods might try keeping that log we talked about if your blood pressure seems a little high also weigh yourself daily and call me if you gain three pounds in two days okay',
      ),
    ).toEqual([
      'Continue on the bumex two milligrams once daily.',
      'Continue to watch the diet.',
      'Avoid salty foods.',
      'Try keeping that log.',
      'Weigh yourself daily.',
      'Call if they gain three pounds in two days.',
    ]);
    expect(planItems('try not to take any ibuprofen and cut down on alcohol.')).toEqual(['Avoid ibuprofen.', 'Cut down on alcohol.']);
  });

  it('reads what the patient is put in, a test named by what it is called, and a second order joined by "and"', () => {
    expect(planItems('uh , at this point , my recommendation would be to put you in a knee brace ,')).toEqual(['Put in a knee brace.']);
    expect(planItems("i'm also gon na order what we call a basic metabolic panel a urinalysis and a urine culture")).toEqual([
      'Order a basic metabolic panel a urinalysis and a urine culture.',
    ]);
    expect(
      planItems(
        'so i wan na continue the lisinopril at twenty milligrams a day and order an echocardiogram just to evaluate that heart murmur',
      ),
    ).toEqual(['Continue the lisinopril at twenty milligrams a day.', 'Order an echocardiogram just to evaluate that heart murmur.']);
  });

  it('reads what the clinician would do as an item', () => {
    expect(planItems('okay so for the surgery i would perform a hysterectomy')).toEqual(['Perform a hysterectomy.']);
    expect(planItems('i would say that is fine')).toEqual([]);
  });

  it('leaves out what is no plan', () => {
    expect(planItem('so i think you are doing great.')).toBeUndefined();
    expect(planItem('i recommend that you keep your appointment with me.')).toBeUndefined();
  });

  it('splits a turn said without punctuation at each new subject', () => {
    expect(
      planItems(
        "i'm gon na refer you to for for physical therapy to help strengthen the muscles in your lower back i do n't think you need an x-ray at this stage",
      ),
    ).toEqual(['Refer to for physical therapy.', 'No need for an x-ray at this stage.']);
    expect(
      planItems(
        "so i'd like to get some of this fluid off you have you check your weights daily we'll have you increase your dose of lasix",
      ),
    ).toEqual(['Check the weights daily.', 'Increase the dose of lasix.']);
  });

  it('reads run-on speech whose subject was dropped, without its hesitations', () => {
    expect(
      planItems(
        'we can see you want to know when that stone does pass going to order a bmp and a urinalysis and based on what it shows we can decide',
      ),
    ).toContain('Order a bmp and a urinalysis.');
    expect(planItem("i'll also order another, uh, cbc on you.")).toBe('Order another cbc.');
    expect(planItem("5 mg daily and then you'll need to get labs next week")).toBe('Get labs next week.');
  });

  it('splits at "but otherwise", and at a second thing to do that a person would cut off', () => {
    expect(planItems('going to repeat ekg today but otherwise continue with her current regimen.')).toEqual([
      'Repeat ekg today.',
      'Continue with her current regimen.',
    ]);
    expect(planItems("i'd like you to keep your leg elevated when you're sitting and continue to ice your ankle")).toEqual([
      'Keep the leg elevated.',
      'Continue to ice the ankle.',
    ]);
  });

  it('reads recommendations and what will be done to the patient as the thing to do', () => {
    expect(planItem('i would recommend not skiing or doing any gymnastics for now.')).toBe('Avoid skiing or doing any gymnastics for now.');
    expect(planItem('i might recommend putting you on a magnesium supplement.')).toBe('Put on a magnesium supplement.');
    expect(planItem('i also think we should go ahead and get you scheduled for a liver ultrasound.')).toBe('Schedule a liver ultrasound.');
  });

  it('splits run-on speech before "definitely stay on top of that" and "make sure", and takes meds as what a plan acts on', () => {
    expect(
      planItems(
        'so what i want you to do is continue your bumex two milligrams once daily definitely stay on top of that make sure that you get those meds in every time',
      ),
    ).toEqual(['Continue the bumex two milligrams once daily.', 'Get those meds in every time.']);
  });

  it('reads when the patient is to call or come back, with the patient as "they", and not a call for any reason', () => {
    expect(planItems('and call me if your weight starts to go up, okay?')).toEqual(['Call if their weight starts to go up.']);
    expect(planItems('if your symptoms worsen, just give me a call?')).toEqual(['Call if their symptoms worsen.']);
    expect(planItems('so i want you to ice it and call me if it gets worse')).toEqual(['Ice it.', 'Call if it gets worse.']);
    expect(planItems('i want you to come back or give us a call if the headaches become more severe or you develop a fever but')).toEqual([
      'Return if the headaches become more severe or they develop a fever.',
    ]);
    expect(whenToCall('i want you to contact me if you are having worsening symptoms')).toEqual([
      'Call if they are having worsening symptoms.',
    ]);
    expect(
      planItems(
        'again for your diabetes like i said just continue to watch those blood sugars daily and if you start to see any significant increase in them because of your loss of activity just reach out to your primary care',
      ),
    ).toEqual([
      'Continue to watch those blood sugars daily.',
      'Call if they start to see any significant increase in them because of their loss of activity.',
    ]);
    expect(whenToCall("so then, if you're interested in the study, just call us within a month, because i don't know how long")).toEqual([
      "Call within a month if they're interested in the study.",
    ]);
    // Every item it writes is known as one by its wording.
    for (const item of whenToCall(
      "call me if it gets worse. if you're interested, just call us within a month. come back if the swelling spreads.",
    ))
      expect(item).toMatch(WHEN_TO_CALL_ITEM);
    expect(
      whenToCall("call me if it gets worse. if you're interested, just call us within a month. come back if the swelling spreads."),
    ).toHaveLength(3);
    expect(
      whenToCall('give me a call if you have any questions, okay? call me if anything happens. if you need anything, just call us.'),
    ).toEqual([]);
    // The clinician in the condition, or results that come back, are no call.
    expect(whenToCall('if i put you out of work can you come back in and say it feels better')).toEqual([]);
    expect(whenToCall('if those tests come back fine, then we will have you swallow a pill camera')).toEqual([]);
  });

  it('reads "you would need to", a hedge, and a thing to do after "that\'s good"', () => {
    expect(planItems('below your sternum you would need to stop taking the medicine and give me a call')).toEqual([
      'Stop taking the medicine.',
    ]);
    expect(planItems("you can ice it let's say five times a day for twenty minutes at a time just to help that swelling go down")).toEqual([
      'Ice it five times a day for twenty minutes at a time.',
    ]);
    expect(planItems("so that's good continue to use that and we can see")).toEqual(['Continue to use that.']);
  });

  it('reads a plan the speaker started over, to where the speaker goes on to what the tests show', () => {
    expect(
      planItems(
        "i'm going to order a you get another urine collection some morning aldosterone levels and a 24 hour urine and these things can really show me if there is any problems",
      ),
    ).toEqual(['Order another urine collection some morning aldosterone levels and a 24 hour urine.']);
    expect(planItems('we will get you a brace')).toEqual(['Get a brace.']);
  });

  it('reads what the clinician decides is not needed as a decision, not as a thing to do', () => {
    expect(planItems("i do n't think you need a diuretic at this time but i do want to add aldactone")).toEqual([
      'Add aldactone.',
      'No need for a diuretic at this time.',
    ]);
    expect(notNeeded("i do n't think we need to adjust any of those medications .")).toEqual([
      'No need to adjust any of those medications.',
    ]);
    expect(notNeeded('a1c is 5.1 on the last check so no need for further a1c today.')).toEqual(['No need for further a1c today.']);
    expect(notNeeded("i don't think you need an x-ray at this stage why don't we start with physical therapy")).toEqual([
      'No need for an x-ray at this stage.',
    ]);
    // Too little said, or the patient in it.
    expect(notNeeded("i don't think that we need to repeat that because it was negative")).toEqual([]);
    expect(notNeeded("i don't think you have because we didn't see it")).toEqual([]);
  });

  it('reads "it would be best if you could", "it is very important that you", a speech engine\'s "your to", and an action said as "ordering"', () => {
    expect(
      planItems(
        "i will also be ordering a cat scan of your lungs which will help confirm the diagnosis it would be best if you could eliminate your exposure to the hay to prevent further damage however if you are unable it's very important that you wear a respirator",
      ),
    ).toEqual(['Order a cat scan of the lungs.', 'Eliminate the exposure to the hay.', 'Wear a respirator.']);
    expect(planItems('i want your to take your blood pressure just you would every')).toEqual(['Take the blood pressure.']);
    expect(
      planItems(
        "i would like to order a a study it's called an emg where it it measures some of that electrical impulses down into your fingers",
      ),
    ).toEqual(['Order an emg.']);
    expect(
      planItems("there is a lot of salt in pizza and you're going to have to be able to avoid all the other salty foods as well"),
    ).toEqual(['Avoid all the other salty foods as well.']);
    expect(
      planItems(
        'i will also be ordering a cat scan of your lungs which will help confirm the diagnosis as well a pulmonary function test to assess how severe your respiratory impairment is',
      ),
    ).toEqual(['Order a cat scan of the lungs.', 'Get a pulmonary function test to assess how severe the respiratory impairment is.']);
    expect(planItems("so that's what causing that cough as well as some of the shortness of breath")).toEqual([]);
    expect(
      planItems(
        'on your x-ray i am going to recommend surgery for your foot the surgery will help place the bones in their proper positions',
      ),
    ).toEqual(['Recommend surgery for the foot.']);
    expect(planItems("i'm going to prescribe you a course of an oral steroid this will help to decrease the inflammation")).toEqual([
      'Prescribe a course of an oral steroid.',
    ]);
  });

  it('names the thing to use an item calls "that", whichever was named last', () => {
    expect(
      namingWhat(
        'Continue to use that.',
        'take tylenol for any breakthrough pain and you already have a strainer so that is good continue to use that',
      ),
    ).toBe('Continue to use the strainer.');
    expect(namingWhat('Continue to use that.', 'you have a brace, and keep taking the ibuprofen, continue to use that')).toBe(
      'Continue to use ibuprofen.',
    );
    expect(namingWhat('Ice it.', 'put some ice on your knee')).toBe('Ice it.');
  });

  it('names the medication an item calls "it"', () => {
    expect(namingWhat('Increase it from 20 mg to 40 mg.', 'in terms of your depression, we talked about increasing your prozac,')).toBe(
      'Increase prozac from 20 mg to 40 mg.',
    );
    expect(namingWhat('Increase it from 20 mg to 40 mg.', 'so how are you feeling?')).toBe('Increase it from 20 mg to 40 mg.');
    expect(namingWhat('Continue lisinopril.', 'your prozac')).toBe('Continue lisinopril.');
  });
});
