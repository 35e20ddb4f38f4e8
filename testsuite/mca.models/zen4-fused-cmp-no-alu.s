# Zen 4: cmpq + jne, fused, take the branch unit and no ALU.  Four
# independent addq and the pair run at one iteration a cycle.  Measured
# on a Zen 4 host with gcc-mca-measure: 1.01 (testq + jne 1.01; addq +
# jne 1.25: zen4-fused-add-alu.s).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.01
	addq	$1, %r11
	addq	$1, %rax
	addq	$1, %rcx
	addq	$1, %rbx
	cmpq	%r14, %r9
	jne	9f
9:
