# Emerald Rapids: one taken branch a cycle.  memops.c:36 (-O2
# -march=skylake-avx512), a store of a double a step, as the loop runs
# (bench/real-loops.py, its back edge taken, on a real array) measured
# 1.00 cycles per iteration on the Emerald Rapids host; gcc-mca-measure's
# harness, which runs the back edge falling through, 0.50.  The other
# loops the harness put at 0.50-0.84 run at 0.94-1.12 as loops.
# SOURCE: bench/real-loops.py on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.00
.L22:
	vmovsd	%xmm0, (%rdi)
	addq	$8, %rdi
	cmpq	%rax, %rdi
	jne	.L22
