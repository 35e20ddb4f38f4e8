# Zen 4: the loop of primes.c:48 (trial division counting divisors),
# independent 32-bit divisions.  The divider accepts one every 6 cycles
# (uops.info, Zen 4: DIV (R32) reciprocal throughput 6.00); LLVM's model
# holds ALU0 and the branch units 13 cycles instead (13.25 cycles per
# iteration).  Measured on a Zen 4 host with gcc-mca-measure: 6.00.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 6.0
# BINDS: divider
	xorl	%edx, %edx
	movl	%edi, %eax
	divl	%ecx
	cmpl	$1, %edx
	adcl	$0, %esi
	addl	$1, %ecx
	cmpl	%ecx, %edi
