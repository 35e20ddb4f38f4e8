# Zen 5: a cmov whose condition combines two flags (l: SF and OF) takes
# the flags a cycle later than one of a single flag.  The chain through
# %ecx: cmpl (1 cycle), cmovl from its flags (2): 3 cycles per
# iteration; cmove, cmovb, cmovs, cmovo, cmovp 2.00; cmova, cmovbe,
# cmovg, cmovge, cmovle 3.00; cmovl with the flags left out of the
# chain 1.00.  Measured: 3.00-3.04 over five invocations.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 3.00
	cmpl	%ecx, %edx
	cmovl	%edx, %ecx
