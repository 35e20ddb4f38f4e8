# A figure above every bound on a model with a backtoback line: five
# one-cycle chains and a fused compare and branch reading one of them
# simulate on znver5 at 1.25 cycles per iteration where no bound exceeds
# 1.00; the run with units chosen at issue gives 1.25 too, the run with
# every operation issuing in the cycle its operand is ready (the limit
# off) 1.00: the limit holds it there.  The Zen 5 host measures
# 1.29-1.35 (gcc-mca-measure).
# RUN: -mcpu=znver5 -iterations=1000 -bounds -instruction-info=false -resource-pressure=false
# RUN-json: -mcpu=znver5 -iterations=1000 -bounds -json -summary-view=false -instruction-info=false -resource-pressure=false
.L3:
	addq	$1, %r8
	addq	$3, %rax
	addq	$5, %rsi
	addq	$7, %rcx
	addq	$9, %rdx
	cmpq	%r8, %rdi
	jne	.L3
