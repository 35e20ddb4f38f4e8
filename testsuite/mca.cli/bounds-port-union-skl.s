# A busiest set of units that no resource of the model names is written
# with its units joined by `+': on skylake comiss holds port 0, subss
# and addss port 0 or 1, the two branches port 0 or 6, so ports 0, 1
# and 6 serve five uses an iteration, 1.67 cycles (each of SKLPort01 and
# SKLPort06 alone 1.50), below the addss chain (4.00), which binds.  The
# loop is cond.c:171 of the accuracy corpus at -O2.
# RUN: -mcpu=skylake -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
.L111:
	movss	(%rdi), %xmm1
	comiss	%xmm0, %xmm1
	ja	.L117
.L117:
	subss	%xmm0, %xmm1
	addss	%xmm1, %xmm2
.L109:
	addq	$4, %rdi
	cmpq	%rdi, %rax
	jne	.L111
