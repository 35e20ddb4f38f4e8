# Zen 4: loads into 8-bit registers take an AGU for one cycle, three a
# cycle (uops.info Zen 4: MOV (R8l, M8) reciprocal throughput 0.33).
# Four independent movb loads, measured on a Zen 4 host with
# gcc-mca-measure: 1.33 cycles per iteration (movw and movzbw loads the
# same); LLVM's model holds the AGUs 3 cycles for each: 4.00.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.35
	movb	(%rsi), %dl
	movb	1(%rsi), %cl
	movb	2(%rsi), %bl
	movb	3(%rsi), %r8b
