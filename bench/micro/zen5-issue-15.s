# CPU: znver5
# MEASURED: 0.98
# seven register moves (eliminated): 0.98 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	movq %r8, %r9
	movq %r10, %r11
	movq %r12, %r13
	movq %r14, %r15
	movq %r8, %r10
	movq %r9, %r11
	movq %r12, %r14
