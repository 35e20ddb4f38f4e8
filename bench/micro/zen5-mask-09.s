# CPU: znver5
# MEASURED: 2.00
# two kmovb from general to mask registers beside two from mask to general registers: 2.00 and 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	kmovb %eax, %k3
	kmovb %ecx, %k4
	kmovb %k1, %edx
	kmovb %k2, %esi
