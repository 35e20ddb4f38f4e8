# Zen 5: three loads of doubles and three stores of a general register
# an iteration: the stores need not hold vector registers to share the
# three pipes with the vector loads (two and two 1.41; movq loads with
# movsd stores, two and two, 1.03: general-register loads do not take
# them).  Measured 2.06.  Before the FPMemPipes resource: 1.51.
# SOURCE: gcc-mca-measure -runs=15 on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.04
	movsd	0(%rdi,%rax), %xmm0
	movsd	64(%rsi,%rax), %xmm1
	movsd	128(%r8,%rax), %xmm2
	movq	%rcx, 224(%r9,%rax)
	movq	%rcx, 288(%r10,%rax)
	movq	%rcx, 352(%r11,%rax)
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L1
