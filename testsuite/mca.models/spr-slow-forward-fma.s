# Emerald Rapids: a multiply or FMA chain that also reads a result of
# the FP adders made earlier is a cycle late: vaddsd feeding the
# multiplicand of a vfmadd231sd chain 5.01 cycles per iteration,
# measured on the Emerald Rapids host with gcc-mca-measure (vsubsd and a
# vmulsd chain 5.02, vsubpd and vmulpd ymm 5.02, vaddps and vfmadd231ps
# 5.01); fed by a load or a multiply 4.00-4.01, a vandpd between the add
# and the FMA 4.02 (`slowforward' of the adds' write id on the FMA's
# ports, `stale': the add's result waited in the register file).
# Before, the model said 4.01.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.0
	vaddsd	%xmm0, %xmm6, %xmm3
	vfmadd231sd	%xmm3, %xmm7, %xmm4
