# CPU: znver5
# MEASURED: 1.20
# pdep (three cycles, as imul) beside two one-cycle chains: 1.20; shlx (one cycle) in its place 1.01 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	pdep	%r8d, %r9d, %eax
	addl	%r9d, %edx
	addq	$1, %rsi
